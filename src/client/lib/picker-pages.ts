// The pages behind a picker (components/combobox.tsx): a server search fetched PICKER_PAGE_SIZE at a
// time (offset paging, total from X-Total-Count), with no cap on how far "Show more" goes.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { ComboboxProps } from "@/components/combobox";
import type { ListResult } from "@/lib/api-client";
import { useSearch } from "@/lib/use-debounced-value";

export const PICKER_PAGE_SIZE = 50;

/** A list fetched `pageSize` at a time by offset, while the loaded count is below the server's total. */
export function offsetPagesQuery<T, K extends readonly unknown[]>(
  queryKey: K,
  fetchPage: (limit: number, offset: number) => Promise<ListResult<T>>,
  pageSize = PICKER_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageSize, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

/** A picker's loaded items and what the combobox needs to page on. */
export function usePickerPages<T, K extends readonly unknown[]>(
  options: ReturnType<typeof offsetPagesQuery<T, K>>,
  enabled = true,
) {
  const query = useInfiniteQuery({ ...options, enabled });
  const pages = query.data?.pages ?? [];
  return {
    items: pages.flatMap((p) => p.items),
    total: pages.at(-1)?.total,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loading: query.isFetching,
    error: query.isError,
  };
}

/** The props a resource's picker passes through to the combobox (components/combobox.tsx). */
export type PickerProps = Pick<
  ComboboxProps,
  "id" | "value" | "onChange" | "valueLabel" | "fixed" | "invalid" | "describedBy" | "className" | "ariaLabel"
> & { placeholder?: string };

/**
 * A picker's search box and the pages the server finds for it (debounced): the loaded items, and the
 * combobox's search and paging props in one object to spread onto it.
 */
export function useSearchedPages<T, K extends readonly unknown[]>(
  queryFor: (q: string) => ReturnType<typeof offsetPagesQuery<T, K>>,
) {
  const search = useSearch();
  const { items, total, hasMore, loadMore, loading, error } = usePickerPages(queryFor(search.q));
  return { items, paging: { search: search.input, total, hasMore, onLoadMore: loadMore, loading, error } };
}
