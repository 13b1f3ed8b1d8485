import type { ReactNode } from "react";
import { postalAddress, site } from "@/lib/site";
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";

const styles = {
  body: { backgroundColor: "#f4f6fb", fontFamily: "Helvetica, Arial, sans-serif", margin: 0 },
  container: {
    backgroundColor: "#ffffff",
    margin: "24px auto",
    maxWidth: "560px",
    borderRadius: "8px",
  },
  header: { backgroundColor: "#1e3a8a", borderRadius: "8px 8px 0 0", padding: "20px 28px" },
  brand: { color: "#ffffff", fontSize: "18px", fontWeight: 700, margin: 0 },
  content: { padding: "8px 28px 16px" },
  footer: { color: "#6b7280", fontSize: "12px", lineHeight: "18px", padding: "0 28px 20px" },
};

/** Common frame of every SRH e-mail: brand header, content, postal footer. */
export function EmailLayout({
  preview,
  title = `${site.name} – ${site.longName}`,
  children,
  footer,
}: {
  preview: string;
  /** The document's title (a letter's own); the union's name by default. */
  title?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Html lang="fr">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.brand}>
              {site.name} · {site.longName}
            </Text>
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Hr />
          <Section style={styles.footer}>
            {footer}
            <Text style={{ margin: 0 }}>
              {site.name} – {site.longName} · {postalAddress}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
