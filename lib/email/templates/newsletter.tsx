import { Heading, Link, Section, Text } from "@react-email/components";
import type { NewsletterCard } from "@/lib/db/schema";
import { formatDate } from "@/lib/format/dates";
import { EmailLayout } from "./components/email-layout";
import { emailStyles } from "./components/styles";

// The newsletter: its content (already sanitised HTML, the site's own renderer), a card per chosen
// publication, and the unsubscribe link. A visitor subscriber never gets a subscribers-only
// item's excerpt or link: its title and "Réservé aux adhérents" only.

export const SUBSCRIBERS_ONLY_LINE =
  "Réservé aux adhérents\u00a0: connectez-vous sur le site pour le lire.";

const cardStyles = {
  card: {
    border: "1px solid #e5e7eb",
    borderRadius: "8px",
    margin: "12px 0",
    padding: "12px 16px",
  },
  title: { color: "#172554", fontSize: "16px", fontWeight: 700, margin: "0 0 4px" },
  date: { color: "#6b7280", fontSize: "12px", margin: "0 0 8px" },
  link: { color: "#1e3a8a", fontSize: "14px", fontWeight: 700 },
} as const;

export type NewsletterEmailProps = {
  title: string;
  contentHtml: string;
  cards: NewsletterCard[];
  /** A member may read subscribers-only items; a visitor subscriber may not. */
  isMember: boolean;
  unsubscribeUrl: string;
};

export default function NewsletterEmail({
  title,
  contentHtml,
  cards,
  isMember,
  unsubscribeUrl,
}: NewsletterEmailProps) {
  return (
    <EmailLayout
      preview={title}
      title={title}
      footer={
        <Text style={{ margin: "0 0 8px" }}>
          Vous recevez cette lettre parce que vous y êtes inscrit.{" "}
          <Link href={unsubscribeUrl} style={{ color: "#6b7280", textDecoration: "underline" }}>
            Se désinscrire
          </Link>
        </Text>
      }
    >
      <Heading as="h1" style={emailStyles.heading}>
        {title}
      </Heading>
      <div style={emailStyles.text} dangerouslySetInnerHTML={{ __html: contentHtml }} />
      {cards.length > 0 ? (
        <Section>
          <Heading as="h2" style={{ ...emailStyles.heading, fontSize: "18px" }}>
            Publications récentes
          </Heading>
          {cards.map((card) => {
            const locked = card.subscribersOnly && !isMember;
            return (
              <Section key={card.id} style={cardStyles.card}>
                <Text style={cardStyles.title}>{card.title}</Text>
                <Text style={cardStyles.date}>{formatDate(card.pubdate)}</Text>
                {locked ? (
                  <Text style={emailStyles.muted}>{SUBSCRIBERS_ONLY_LINE}</Text>
                ) : (
                  <>
                    {card.excerpt ? (
                      <Text style={{ ...emailStyles.text, margin: "0 0 8px" }}>{card.excerpt}</Text>
                    ) : null}
                    <Link href={card.url} style={cardStyles.link}>
                      Lire la suite
                    </Link>
                  </>
                )}
              </Section>
            );
          })}
        </Section>
      ) : null}
    </EmailLayout>
  );
}

NewsletterEmail.PreviewProps = {
  title: "La lettre du SRH",
  contentHtml: "<p>Bonjour à toutes et à tous,</p>",
  cards: [],
  isMember: true,
  unsubscribeUrl: "http://localhost:3000/newsletter/desinscription?token=exemple",
} satisfies NewsletterEmailProps;
