/**
 * Favourites and their alerts (issue 25): other features import these from here, never from
 * its files (the feature-boundaries lint rule).
 */
export { AlertsSection } from './AlertsSection';
export { FavouriteStar } from './FavouriteStar';
export { favouriteIds, useFavourites } from './api';
