import { PageHeader } from "@/components/site/page-header";
import { pageMetadata } from "@/lib/page-metadata";
import { postalAddress, site } from "@/lib/site";

export const privacyMetadata = pageMetadata({
  title: "Politique de confidentialité",
  description:
    "Comment le SRH traite vos données personnelles\u00a0: finalités, durées de conservation, vos droits au titre du RGPD et cookies.",
  path: "/privacy",
});

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

export function PrivacyView() {
  return (
    <>
      <PageHeader title="Politique de confidentialité">
        <p className="mt-3 text-brand-100">
          Dernière mise à jour&nbsp;: <time dateTime="2022-10-06">06/10/2022</time>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 leading-relaxed text-slate-700 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-brand-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-900 [&_li]:mt-1.5 [&_p+p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        <section aria-labelledby="objectif">
          <h2 id="objectif">I. Objectif</h2>
          <p>
            Le {site.longName} ({site.name}) attache une grande importance à la protection de vos
            données personnelles. La présente politique vous informe de la manière dont nous
            recueillons et utilisons ces données, conformément au règlement (UE) 2016/679 du 27
            avril 2016 (règlement général sur la protection des données, «&nbsp;RGPD&nbsp;») et à la
            loi n° 78-17 du 6 janvier 1978 modifiée, dite «&nbsp;Informatique et Libertés&nbsp;».
          </p>
          <p>
            Le responsable du traitement est le {site.name}, association régie par la loi du 1
            <sup>er</sup> juillet 1901, dont le siège est situé {postalAddress}.
          </p>
        </section>

        <section aria-labelledby="champ">
          <h2 id="champ">II. Champ d’application</h2>
          <p>
            Cette politique s’applique à l’ensemble des données personnelles traitées par le{" "}
            {site.name} à travers ce site&nbsp;: consultation des pages publiques, formulaire de
            contact, inscription à la lettre d’information, adhésion en ligne et espace adhérent.
            Elle concerne les visiteurs, les abonnés à la lettre d’information et les adhérents.
          </p>
        </section>

        <section aria-labelledby="traitement">
          <h2 id="traitement">III. Traitement des données</h2>
          <h3>Données collectées</h3>
          <ul>
            <li>
              Identité et coordonnées&nbsp;: nom, prénom, adresse e-mail, téléphone et adresse
              postale&nbsp;;
            </li>
            <li>
              Informations professionnelles&nbsp;: établissement d’exercice, statut et
              spécialité&nbsp;;
            </li>
            <li>
              Adhésion&nbsp;: formule choisie, dates et montants des cotisations. Les paiements par
              carte sont traités par notre prestataire de paiement&nbsp;: le {site.name} ne conserve
              jamais vos numéros de carte&nbsp;;
            </li>
            <li>Messages que vous nous adressez par le formulaire de contact.</li>
          </ul>
          <h3>Finalités et bases légales</h3>
          <ul>
            <li>
              Gestion des adhésions et des cotisations, et accès à l’espace adhérent (exécution du
              contrat d’adhésion)&nbsp;;
            </li>
            <li>Réponse à vos demandes de contact (intérêt légitime)&nbsp;;</li>
            <li>Envoi de la lettre d’information (consentement, retirable à tout moment)&nbsp;;</li>
            <li>Respect de nos obligations comptables et fiscales (obligation légale).</li>
          </ul>
          <h3>Destinataires</h3>
          <p>
            Vos données sont destinées aux seuls membres du bureau et aux personnes habilitées du{" "}
            {site.name}, ainsi qu’à nos sous-traitants techniques (hébergement, envoi des e-mails,
            paiement) dans la stricte mesure nécessaire. Elles ne sont jamais vendues ni cédées à
            des tiers.
          </p>
          <h3>Durées de conservation</h3>
          <p>Une tâche quotidienne supprime ce qui a dépassé sa durée&nbsp;:</p>
          <ul>
            <li>
              Données relatives aux adhésions&nbsp;: <strong>5 ans</strong> à compter de la fin de
              l’adhésion, puis vos données personnelles sont effacées (le compte est
              anonymisé)&nbsp;; les paiements sont conservés <strong>10 ans</strong>, comme la loi
              l’impose, sans plus être rattachés à votre nom, et les copies des attestations
              fiscales délivrées le sont aussi longtemps, pour répondre à un contrôle de
              l’administration fiscale&nbsp;;
            </li>
            <li>
              Demandes de contact&nbsp;: <strong>3 ans</strong> à compter de leur réception&nbsp;;
            </li>
            <li>
              Lettre d’information&nbsp;: jusqu’à votre désinscription, puis <strong>3 ans</strong>
              &nbsp;; une inscription jamais confirmée est supprimée après <strong>30 jours</strong>
              &nbsp;;
            </li>
            <li>
              Compte créé sur le site mais jamais confirmé par le code reçu par e-mail&nbsp;:{" "}
              <strong>30 jours</strong>&nbsp;;
            </li>
            <li>
              Codes de connexion&nbsp;: supprimés dès qu’ils ont servi ou expiré&nbsp;; traces
              techniques de sécurité (limitation des tentatives)&nbsp;: <strong>24 heures</strong>
              &nbsp;; sessions&nbsp;: <strong>30 jours</strong> au plus.
            </li>
          </ul>
          <h3>Sécurité</h3>
          <p>
            Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour
            protéger vos données&nbsp;: connexion chiffrée, accès restreint, connexion à l’espace
            adhérent par code à usage unique.
          </p>
        </section>

        <section aria-labelledby="droits">
          <h2 id="droits">IV. Vos droits</h2>
          <p>
            Conformément au RGPD, vous disposez à tout moment des droits suivants sur vos
            données&nbsp;:
          </p>
          <ul>
            <li>droit d’accès&nbsp;;</li>
            <li>droit de rectification&nbsp;;</li>
            <li>droit à l’effacement&nbsp;;</li>
            <li>droit à la limitation du traitement&nbsp;;</li>
            <li>droit à la portabilité&nbsp;;</li>
            <li>droit d’opposition, et droit de retirer votre consentement à tout moment.</li>
          </ul>
          <p>
            Pour les exercer, écrivez-nous à{" "}
            <a href={`mailto:${site.email}`} className={linkClass}>
              {site.email}
            </a>{" "}
            ou par courrier au {postalAddress}. Nous vous répondrons dans un délai d’un mois.
          </p>
          <p>
            Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une
            réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL),{" "}
            <a href="https://www.cnil.fr" className={linkClass}>
              www.cnil.fr
            </a>
            .
          </p>
        </section>

        <section aria-labelledby="cookies">
          <h2 id="cookies">V. Cookies</h2>
          <p>
            Ce site n’utilise que des cookies strictement nécessaires à son fonctionnement&nbsp;: le
            cookie de session de l’espace adhérent et un jeton de sécurité contre les requêtes
            frauduleuses. Ils ne nécessitent pas votre consentement et ne servent ni à la publicité
            ni à la mesure d’audience.
          </p>
          <p>
            Vous pouvez configurer votre navigateur pour les refuser&nbsp;; la connexion à l’espace
            adhérent ne sera alors plus possible.
          </p>
        </section>
      </div>
    </>
  );
}
