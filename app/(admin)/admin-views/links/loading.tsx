export { default } from "@/app/(site)/nos-liens/loading";
