export { default } from "@/app/(site)/faq/loading";
