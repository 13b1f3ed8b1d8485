// Inline styles shared by the e-mail templates (e-mail clients ignore stylesheets).
export const emailStyles = {
  heading: { color: "#172554", fontSize: "22px", margin: "16px 0 8px" },
  text: { color: "#1f2937", fontSize: "15px", lineHeight: "22px" },
  muted: { color: "#6b7280", fontSize: "13px", lineHeight: "20px" },
  button: {
    backgroundColor: "#1e3a8a",
    borderRadius: "6px",
    color: "#ffffff",
    display: "inline-block",
    fontSize: "15px",
    fontWeight: 700,
    padding: "12px 20px",
    textDecoration: "none",
  },
  code: {
    color: "#172554",
    fontSize: "32px",
    fontWeight: 700,
    letterSpacing: "8px",
    margin: "16px 0",
  },
} as const;
