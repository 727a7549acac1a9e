/** storefront-shell.md §7: the signed-in user's grade, GET {site}/webapi/user/grade (read by core/sync/user-grade.ts). */
export const USER_GRADE_PATH = '/webapi/user/grade';
