// Query-string values as pages receive them: a key may be missing, given once, or repeated
// (`?q=a&q=b` arrives as an array). Pages read one value through `queryParam`, never the raw
// type, and never with control characters (a NUL byte would reach PostgreSQL and fail).

export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query-string key, without control characters; undefined when absent. */
export function queryParam(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.replace(/[\u0000-\u001f\u007f]/g, "");
}
