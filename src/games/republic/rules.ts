/**
 * Imports every rule module so that each registers itself (decisions,
 * actions, proposals, phases, event effects). A new rule file adds one line
 * here (or to the folder it belongs to).
 */
import './phases/setup';
import './cards/play';
import './phases/mortality';
import './phases/revenue';
import './phases/forum';
import './phases/persuasion';
import './phases/population';
import './phases/senate/core';
import './phases/senate/index';
import './phases/senate/proposals/elections';
import './phases/senate/proposals/prosecution';
import './phases/senate/proposals/governors';
import './phases/senate/proposals/forces';
import './phases/senate/proposals/business';
import './phases/senate/proposals/garrisons';
import './phases/senate/proposals/repeal';
import './phases/senate/proposals/pontifex';
import './phases/senate/proposals/law';
import './phases/senate/proposals/partial-recall';
import './phases/senate/proposals/motion';
import './phases/senate/assassination';
import './phases/combat';
import './phases/revolution';
import './civil-war';
import './rebel-reinforcements';
import './rebel-march';
import './veteran-desertion';
import './disbandment';
import './cards/intrigue';
import './cards/tribune-reactions';
import './cards/specials';
import './cards/open-bodyguard';
import './cards/proscription';
import './cards/cleopatra';
import './cards/law-effects';
import './events/effects';
import './events/choices';
import './events/rhodian';
import './events/refuge';
import './events/pretender';
import './cards/laws';
import './neutral/guidelines';
import './neutral/charity';
import './neutral/forum';
import './neutral/senate';
