/** Escapes LIKE's wildcards, so a typed fragment matches as text: `%${escapeLike(fragment)}%`. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
