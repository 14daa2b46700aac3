/**
 * The end of the offline banner when the data's age is unknown. A module of its own: both the
 * banner and its lazy date part (OfflineDataAge) end with it, and neither imports the other.
 */
export const STORED_DATA_TEXT =
  ' — les données affichées sont celles enregistrées sur cet appareil';
