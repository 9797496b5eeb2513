/** The charts' height, known to the page too, so that it does not jump when they arrive. */
export const CHART_HEIGHT = 280;
