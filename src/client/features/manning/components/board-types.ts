// The planning board's gaps as its dialogs take them (kept apart so the board and its dialogs import
// them without importing each other).
import type { ManningGap } from "@shared/manning";
import type { TBoardTour } from "@shared/manning-board";

/** A manning gap on the board, with its vessel. */
export type BoardGap = ManningGap & { vesselId: string; vesselName: string; vesselType: string };

/** A relief to plan: the shortfall (or the tour) it starts from and the tours of the rank aboard. */
export type ReliefStart = BoardGap & {
  /** The tours of the rank on the vessel (who may sign off). */
  aboard: TBoardTour[];
  /** The seafarer to relieve, when opened from their tour bar. */
  relieve?: string;
};
