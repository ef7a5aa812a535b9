// The largest page any list endpoint returns (DESIGN §7), apart from pagination.ts so the browser's
// shell can use it without pulling zod into the initial bundle.
export const MAX_PAGE_SIZE = 500;
