/**
 * What every large list's query (cobros, documents, tasks, estimates) adds to its options.
 *
 * No structural sharing: by default TanStack Query compares a refetched answer with the one it
 * holds, field by field, to keep the unchanged parts' identity. For 100,000 cobros that walk took
 * about a second of the main thread (Node, large seed) after every write that refetches the list,
 * and bought nothing: the screens derive their rows per answer array (deriveCobrosView and the
 * finance joins), which a refetch replaces whenever anything in it changed.
 */
export const LARGE_LIST_QUERY = { structuralSharing: false } as const;
