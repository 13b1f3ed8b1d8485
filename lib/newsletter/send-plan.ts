// How a newsletter's recipients spread over the days (spec §9), told before « Envoyer » and
// after it: how many go today, and when the others go, in Paris time. No server code: the
// composer uses it with the figures the server counted.

const NBSP = "\u00a0";

/** The daily job's hour (09:00 UTC) on the UTC day of `date`. */
function dailyRunOn(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 9));
}

/** The daily job's next run after `now` (09:00 UTC). */
export function nextRunAfter(now: Date): Date {
  const next = dailyRunOn(now);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

export type SendPlanInput = {
  recipients: number;
  /** What the newsletter may still send today (its share minus every e-mail already sent). */
  shareLeftToday: number;
  /** Sent at once when queued (100, or the debug limit). */
  immediateCap: number;
  /** The newsletter's share of a day. */
  dailyLimit: number;
  now: Date;
};

export type SendPlan = {
  /** Sent today: at once, plus by today's run when it is still to come. */
  today: number;
  later: number;
  /** The first run that sends the others (09:00 UTC), when some are left. */
  nextRun: Date | null;
  /** Days of runs the others take. */
  days: number;
};

export function sendPlan(input: SendPlanInput): SendPlan {
  const share = Math.max(0, input.shareLeftToday);
  const atOnce = Math.min(input.recipients, share, input.immediateCap);
  let today = atOnce;
  const todaysRun = dailyRunOn(input.now);
  // Today's run is still to come: it sends what today's share leaves.
  if (input.now < todaysRun) today += Math.min(input.recipients - atOnce, share - atOnce);
  const later = input.recipients - today;
  if (later <= 0) return { today, later: 0, nextRun: null, days: 0 };
  const nextRun = new Date(todaysRun);
  nextRun.setUTCDate(nextRun.getUTCDate() + 1);
  return {
    today,
    later,
    nextRun,
    days: Math.ceil(later / Math.max(1, input.dailyLimit)),
  };
}

const parisDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const parisHour = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  hour: "numeric",
  minute: "2-digit",
});
const parisDate = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  weekday: "long",
  day: "numeric",
  month: "long",
});

/** « 10 h », « 10 h 30 »: never split across lines. */
export function parisTime(date: Date): string {
  const [hour = "", minute = "00"] = parisHour.format(date).split(":");
  return minute === "00" ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${minute}`;
}

/** « demain à 10 h », « aujourd’hui à 10 h », « lundi 1 décembre à 10 h » (Paris). */
export function parisMoment(date: Date, now: Date): string {
  const day = parisDay.format(date);
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const when =
    day === parisDay.format(now)
      ? "aujourd’hui"
      : day === parisDay.format(tomorrow)
        ? "demain"
        : parisDate.format(date);
  return `${when} à ${parisTime(date)}`;
}

/**
 * « 54 aujourd’hui, les 77 autres demain à 10 h »; « les 277 autres à partir de demain à 10 h,
 * en 4 jours »; « tous aujourd’hui ».
 */
export function sendPlanText(plan: SendPlan, now: Date): string {
  if (plan.later === 0 || !plan.nextRun) return plan.today > 1 ? "tous aujourd’hui" : "aujourd’hui";
  const moment = parisMoment(plan.nextRun, now);
  const others =
    plan.days > 1
      ? `les ${plan.later} autres à partir de ${moment}, en ${plan.days}${NBSP}jours`
      : plan.later > 1
        ? `les ${plan.later} autres ${moment}`
        : `le dernier ${moment}`;
  return `${plan.today === 0 ? "aucun" : plan.today} aujourd’hui, ${others}`;
}
