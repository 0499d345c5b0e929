/** One load's figures, or why it could not measure them. */
export type TapRun =
  | {
      /** first frame with the control on screen, ms after navigation start */
      drawnMs: number;
      /** from then to the benchmark's first press: its own reaction time, not the page's */
      firstPressLagMs: number;
      /** from the first press to the press that first worked: how long presses did nothing */
      deadMs: number;
      /** presses that did nothing before it */
      deadPresses: number;
      /** once hydrated: press to the paint that answers it (Event Timing; 16 means 16 or less) */
      pressToPaintMs: number;
    }
  | { failure: string };

export interface TapResult {
  control: string;
  path: string;
  runs: TapRun[];
}
