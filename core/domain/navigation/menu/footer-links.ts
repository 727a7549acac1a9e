/**
 * storefront-routing-wallet.md §2 service pages: "Side menu group 'About company': o-nas,
 * rekvizity, presservice, kontakty, bug-bounty, sotsialnye-seti. Group 'To client': the rest."
 * The footer shows the same two groups; each entry is a path and a message key under footer.pages.
 */
export interface FooterLink {
  key: string;
  path: string;
}

const service = (slug: string): FooterLink => ({ key: slug, path: `/services/${slug}` });

export const FOOTER_GROUPS: ReadonlyArray<{ key: 'aboutCompany' | 'toClient'; links: readonly FooterLink[] }> = [
  {
    key: 'toClient',
    links: [
      'voprosy-i-otvety',
      'kak-sdelat-zakaz',
      'sposoby-oplaty',
      'besplatnaya-dostavka',
      'vozvrat-tovara',
      'vozvrat-denezhnyh-sredstv',
      'kak-vernut-tovar-i-dengi',
      'pravila-prodazhi',
      'pravila-polzovaniya-torgovoy-ploshchadkoy',
      'b2b-voprosy-i-otvety',
    ].map(service),
  },
  {
    key: 'aboutCompany',
    links: [
      service('o-nas'),
      service('rekvizity'),
      { key: 'presservice', path: '/presservice' },
      service('kontakty'),
      service('bug-bounty'),
      service('sotsialnye-seti'),
    ],
  },
];
