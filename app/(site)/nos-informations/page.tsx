import { OurInformationView, ourInformationMetadata } from "../_views/nos-informations-view";

// Rendered per request for logged-in members; visitors get the cached view (/cached/nos-informations),
// rendered on its first request at run time, so that its canonical and og:url carry the
// SITE_URL the server runs with, not the build machine's.
export const dynamic = "force-dynamic";
export const metadata = ourInformationMetadata;

export default OurInformationView;
