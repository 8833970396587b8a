/** The workflow map's fixed height (sx breakpoints): its box, and the space kept while its chunk loads. */
export const WORKFLOW_MAP_HEIGHT = { xs: 320, md: 420 };
