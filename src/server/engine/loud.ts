/**
 * A loud record: thrash, gabber, a carnival anthem, a stadium chorus. Its cover moves: the camera tips (camera.ts)
 * and the people in it jump, dance and throw their arms up (planner.ts), where a quiet record's stand still. The panel
 * wrote of every loud idea for rounds 66-72 "the same calm, static, centred tableau" as an ambient one.
 */
import type { SceneBrief } from '../../shared/contracts/scene-brief.ts';

const LOUD_MOODS: ReadonlySet<string> = new Set(['aggressive', 'energetic', 'rebellious', 'euphoric', 'festive']);

/** Whether the idea's mood is a loud one. */
export function isLoud(brief: Pick<SceneBrief, 'mood'>): boolean {
  return LOUD_MOODS.has(brief.mood);
}

/**
 * Moods whose people move though the camera stays level: a playful record's and a triumphant one's (happy hardcore,
 * a stadium singalong) dance and throw their arms up too, without the loud record's tipped frame.
 */
const LIVELY_MOODS: ReadonlySet<string> = new Set(['playful', 'triumphant']);

/** Whether the idea's people move when it gives them no pose: a loud mood or a lively one. */
export function peopleMove(brief: Pick<SceneBrief, 'mood'>): boolean {
  return isLoud(brief) || LIVELY_MOODS.has(brief.mood);
}

/** The poses a person in a loud cover is drawn in when the idea gives none: a crowd at a gig, not a queue. */
export const LOUD_POSES = ['arms-up', 'jumping', 'dancing'] as const;
