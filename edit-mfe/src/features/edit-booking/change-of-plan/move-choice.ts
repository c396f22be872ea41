import { CHANGE_OF_PLAN_MESSAGES } from '@party/domain';

/** What the parent has chosen so far for the move: a date, then a start time, then a room. */
export interface Choice {
  date: string;
  time: string;
  roomId: string;
}

export type ChoiceErrors = Partial<Record<keyof Choice, string>>;

export const NO_CHOICE: Choice = { date: '', time: '', roomId: '' };

/** What is missing before the move can be reviewed: the date, then the time, then the room. */
export function choiceProblems(choice: Choice): ChoiceErrors {
  return {
    ...(choice.date ? {} : { date: CHANGE_OF_PLAN_MESSAGES.dateRequired }),
    ...(choice.date && !choice.time ? { time: CHANGE_OF_PLAN_MESSAGES.timeRequired } : {}),
    ...(choice.time && !choice.roomId ? { roomId: CHANGE_OF_PLAN_MESSAGES.roomRequired } : {}),
  };
}
