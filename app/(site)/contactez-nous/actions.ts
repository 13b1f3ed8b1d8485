"use server";

import { validatedAction } from "@/lib/actions/validated-action";
import { contactMessages, contactSchema } from "@/lib/contact/schema";
import { sendContactMessage } from "@/lib/contact/send";
import { clientIp } from "@/lib/request-info";

export const sendContact = validatedAction(
  contactSchema,
  async (input) => {
    await sendContactMessage(input, await clientIp());
    return contactMessages.success;
  },
  { failureMessage: contactMessages.failure },
);
