import { apiRoute } from "@/lib/api/handler";
import { contactMessages, contactSchema } from "@/lib/contact/schema";
import { sendContactMessage } from "@/lib/contact/send";
import { EmailDeliveryError } from "@/lib/email";
import { ServiceUnavailableError } from "@/lib/errors";
import { ipFromHeaders } from "@/lib/request-info";
import { otherMethods } from "@/lib/api/other-methods";

export const dynamic = "force-dynamic";

// POST /api/contact – the contact form (JSON): 400 invalid, 429 over 5 messages an hour per IP
export const POST = apiRoute({ body: contactSchema, fieldErrors: true }, async ({ req, body }) => {
  try {
    await sendContactMessage(body, ipFromHeaders(req.headers));
  } catch (error) {
    if (error instanceof EmailDeliveryError)
      throw new ServiceUnavailableError(contactMessages.failure);
    throw error;
  }
  return { message: contactMessages.success };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
