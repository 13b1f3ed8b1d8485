"use server";

import { action } from "@/lib/actions/action";
import { contactMessages, contactSchema } from "@/lib/contact/schema";
import { sendContactMessage } from "@/lib/contact/send";
import { clientIp } from "@/lib/request-info";

export const sendContact = action(
  {
    schema: contactSchema,
    failureMessage: contactMessages.failure,
    keepTyped: ["subject", "isMember", "identity", "email", "message"],
  },
  async (input) => {
    await sendContactMessage(input, await clientIp());
    return contactMessages.success;
  },
);
