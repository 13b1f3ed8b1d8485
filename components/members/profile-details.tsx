import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { membershipSummary, trueFlagLabels, yesNo } from "@/lib/members/display";
import type { MemberProfile } from "@/lib/members/profile";

const NOT_GIVEN = "Non renseigné";

/** The member's data as spec §2 "Profile view" shows it: personal, membership, professional. */
export function ProfileDetails({
  profile,
  showMembership = true,
}: {
  profile: MemberProfile;
  /** False where the page shows "Mon adhésion" (state, tier, money and actions) itself. */
  showMembership?: boolean;
}) {
  const { user } = profile;
  const membership = membershipSummary(profile.membership);
  const flags = trueFlagLabels(user.infopro);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section id="infos-personnelles" title="Informations personnelles">
        <dl className="grid gap-3">
          <Row term="Prénom" value={user.firstname} />
          <Row term="Nom" value={user.lastname} />
          <Row term="Adresse e-mail" value={user.email} />
          <Row term="Hôpital" value={user.hospital || NOT_GIVEN} />
          <Row term="Adresse" value={user.address || "Non renseignée"} />
          <Row term="Lettre d’information" value={yesNo(user.newsletter)} />
          <Row term="Membre depuis le" value={formatDate(user.createdAt, PROFILE_YEAR_RANGE)} />
        </dl>
      </Section>
      <div className="grid content-start gap-6">
        {showMembership && (
          <Section id="adhesion" title="Adhésion">
            <dl className="grid gap-3">
              <Row term="Type d’adhésion" value={profile.tierTitle ?? NOT_GIVEN} />
              <Row
                term="Statut"
                value={
                  <>
                    <span className="font-semibold">{membership.label}</span>
                    {membership.detail && (
                      <span className="block text-sm text-slate-600">{membership.detail}</span>
                    )}
                  </>
                }
              />
            </dl>
          </Section>
        )}
        <Section id="infos-professionnelles" title="Informations professionnelles">
          {flags.length > 0 ? (
            <ul className="grid gap-2">
              {flags.map((label) => (
                <li key={label} className="flex items-start gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-700"
                  />
                  {label}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">Aucune information professionnelle renseignée.</p>
          )}
        </Section>
      </div>
    </div>
  );
}

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Row({ term, value }: { term: string; value: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}
