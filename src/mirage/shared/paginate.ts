/** The two pagination schemes of the demo API (SPEC §7, §9), as pure functions. */

export interface ProductPagination {
  length: number;
  size: number;
  page: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
}

/**
 * Products: zero-based slicing (page p holds items p*size .. p*size+size-1) while the page parameter
 * defaults to 1, as the spec states. lastPage = max(ceil(length / size), 1). Beyond lastPage the items are
 * null and the pagination holds only lastPage; page == lastPage is an empty slice.
 */
export function paginateProducts<T>(
  items: readonly T[],
  page: number,
  size: number,
): { items: T[] | null; pagination: ProductPagination | { lastPage: number } } {
  const length = items.length;
  const lastPage = Math.max(Math.ceil(length / size), 1);
  if (page > lastPage) return { items: null, pagination: { lastPage } };
  const begin = page * size;
  const end = Math.min(size * (page + 1), length);
  return {
    items: items.slice(begin, end),
    pagination: { length, size, page, lastPage, startIndex: begin, endIndex: end - 1 },
  };
}

export interface MailPagination {
  totalResults: number;
  resultsPerPage: number;
  currentPage: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
}

/** Mails: pages start at 1; lastPage = max(ceil(total / perPage), 1); beyond it mails are null, pagination {lastPage}. */
export function paginateMails<T>(
  items: readonly T[],
  page: number,
  resultsPerPage: number,
): { items: T[] | null; pagination: MailPagination | { lastPage: number } } {
  const totalResults = items.length;
  const lastPage = Math.max(Math.ceil(totalResults / resultsPerPage), 1);
  if (page > lastPage) return { items: null, pagination: { lastPage } };
  const begin = (page - 1) * resultsPerPage;
  const end = Math.min(resultsPerPage * page, totalResults);
  return {
    items: items.slice(begin, end),
    pagination: { totalResults, resultsPerPage, currentPage: page, lastPage, startIndex: begin, endIndex: end - 1 },
  };
}
