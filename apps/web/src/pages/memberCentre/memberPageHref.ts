/** A member-centre page's address. A module of its own: the pages link to each other without importing the table
 * (memberPages.ts), which imports them. */
export const memberPageHref = (id: string) => `/member/${id}`
