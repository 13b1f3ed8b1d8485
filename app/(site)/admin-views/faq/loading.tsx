export { default } from "../../faq/loading";
