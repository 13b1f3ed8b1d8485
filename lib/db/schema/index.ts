// The data model (ARCHITECTURE.md §5), one file per domain; everything is re-exported here.
export * from "../enums";
export * from "./members";
export * from "./payments";
export * from "./files";
export * from "./publications";
export * from "./content";
export * from "./contact";
export * from "./newsletter";
export * from "./email";
export * from "./audit";
export * from "./jobs";
export * from "./attestations";
export * from "./union";
