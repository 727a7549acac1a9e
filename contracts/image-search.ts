/** Search by image (storefront-shell.md §1; routing-wallet §2.2 SpaSearchByImageData): POST {search}/image with the picture. */
export const IMAGE_SEARCH_PATH = '/image';
