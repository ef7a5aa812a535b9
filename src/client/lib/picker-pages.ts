// The pages behind a picker (components/combobox.tsx): a server search fetched PICKER_PAGE_SIZE at a
// time (offset paging, total from X-Total-Count), with no cap on how far "Show more" goes (issue 18).
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { ListResult } from "@/lib/api-client";

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
