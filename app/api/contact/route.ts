import { apiRoute } from "@/lib/api/handler";
import { contactMessages, contactSchema } from "@/lib/contact/schema";
import { sendContactMessage } from "@/lib/contact/send";
import { ipFromHeaders } from "@/lib/request-info";
import { otherMethods } from "@/lib/api/other-methods";

export const dynamic = "force-dynamic";

// POST /api/contact – the contact form (JSON): 400 invalid, 429 over 5 messages an hour per IP.
// The message and its e-mail are stored together; the e-mail goes out after the answer.
export const POST = apiRoute({ body: contactSchema, fieldErrors: true }, async ({ req, body }) => {
  await sendContactMessage(body, ipFromHeaders(req.headers));
  return { message: contactMessages.success };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
