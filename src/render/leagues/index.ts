export { renderStandings } from './standings';
export type { StandingsPictureRow, StandingsPictureText } from './standings';
export { renderRatingChart } from './rating-chart';
export type { ChartPoint, ChartText } from './rating-chart';
