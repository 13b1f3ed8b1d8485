export { default } from "../../nos-liens/loading";
