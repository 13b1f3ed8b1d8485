import { issueCodeWithEmail } from "@/lib/auth/otp";
import LoginCodeEmail from "@/lib/email/templates/login-code";

// A code as the site issues one (the earlier unused codes of that address, purpose and requester
// die), with its e-mail, and the code itself for the test to type.

export async function issueCode(input: Parameters<typeof issueCodeWithEmail>[0]): Promise<string> {
  let issued: string | null = null;
  await issueCodeWithEmail(input, (code) => {
    issued = code;
    return {
      kind: "login-code",
      to: input.email,
      subject: `Votre code de connexion SRH : ${code}`,
      react: LoginCodeEmail({ code, firstname: "Test" }),
      userId: input.userId,
    };
  });
  if (issued === null) throw new Error("no code issued");
  return issued;
}
