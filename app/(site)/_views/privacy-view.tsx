import { PageHeader } from "@/components/site/page-header";
import { pageMetadata } from "@/lib/page-metadata";
import { postalAddress, site } from "@/lib/site";

export const privacyMetadata = pageMetadata({
  title: "Politique de confidentialité",
  description:
    "Comment le SRH traite vos données personnelles : finalités, durées de conservation, vos droits au titre du RGPD et cookies.",
  path: "/privacy",
});

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

export function PrivacyView() {
  return (
    <>
      <PageHeader title="Politique de confidentialité">
        <p className="mt-3 text-brand-100">
          Dernière mise à jour : <time dateTime="2022-10-06">06/10/2022</time>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 leading-relaxed text-slate-700 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-brand-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-900 [&_li]:mt-1.5 [&_p+p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        <section aria-labelledby="objectif">
          <h2 id="objectif">I. Objectif</h2>
          <p>
            Le {site.longName} ({site.name}) attache une grande importance à la protection de vos
            données personnelles. La présente politique vous informe de la manière dont nous
            recueillons et utilisons ces données, conformément au règlement (UE) 2016/679 du 27
            avril 2016 (règlement général sur la protection des données, « RGPD ») et à la loi n°
            78-17 du 6 janvier 1978 modifiée, dite « Informatique et Libertés ».
          </p>
          <p>
            Le responsable du traitement est le {site.name}, association régie par la loi du 1
            <sup>er</sup> juillet 1901, dont le siège est situé {postalAddress}.
          </p>
        </section>

        <section aria-labelledby="champ">
          <h2 id="champ">II. Champ d&apos;application</h2>
          <p>
            Cette politique s&apos;applique à l&apos;ensemble des données personnelles traitées par
            le {site.name} à travers ce site : consultation des pages publiques, formulaire de
            contact, inscription à la lettre d&apos;information, adhésion en ligne et espace
            adhérent. Elle concerne les visiteurs, les abonnés à la lettre d&apos;information et les
            adhérents.
          </p>
        </section>

        <section aria-labelledby="traitement">
          <h2 id="traitement">III. Traitement des données</h2>
          <h3>Données collectées</h3>
          <ul>
            <li>
              Identité et coordonnées : nom, prénom, adresse e-mail, téléphone et adresse postale ;
            </li>
            <li>
              Informations professionnelles : établissement d&apos;exercice, statut et spécialité ;
            </li>
            <li>
              Adhésion : formule choisie, dates et montants des cotisations. Les paiements par carte
              sont traités par notre prestataire de paiement : le {site.name} ne conserve jamais vos
              numéros de carte ;
            </li>
            <li>Messages que vous nous adressez par le formulaire de contact.</li>
          </ul>
          <h3>Finalités et bases légales</h3>
          <ul>
            <li>
              Gestion des adhésions et des cotisations, et accès à l&apos;espace adhérent (exécution
              du contrat d&apos;adhésion) ;
            </li>
            <li>Réponse à vos demandes de contact (intérêt légitime) ;</li>
            <li>Envoi de la lettre d&apos;information (consentement, retirable à tout moment) ;</li>
            <li>Respect de nos obligations comptables et fiscales (obligation légale).</li>
          </ul>
          <h3>Destinataires</h3>
          <p>
            Vos données sont destinées aux seuls membres du bureau et aux personnes habilitées du{" "}
            {site.name}, ainsi qu&apos;à nos sous-traitants techniques (hébergement, envoi des
            e-mails, paiement) dans la stricte mesure nécessaire. Elles ne sont jamais vendues ni
            cédées à des tiers.
          </p>
          <h3>Durées de conservation</h3>
          <p>Une tâche quotidienne supprime ce qui a dépassé sa durée :</p>
          <ul>
            <li>
              Données relatives aux adhésions : <strong>5 ans</strong> à compter de la fin de
              l&apos;adhésion, puis vos données personnelles sont effacées (le compte est anonymisé)
              ; les paiements sont conservés <strong>10 ans</strong>, comme la loi l&apos;impose,
              sans plus être rattachés à votre nom, et les copies des attestations fiscales
              délivrées le sont aussi longtemps, pour répondre à un contrôle de
              l&apos;administration fiscale ;
            </li>
            <li>
              Demandes de contact : <strong>3 ans</strong> à compter de leur réception ;
            </li>
            <li>
              Lettre d&apos;information : jusqu&apos;à votre désinscription, puis{" "}
              <strong>3 ans</strong> ; une inscription jamais confirmée est supprimée après{" "}
              <strong>30 jours</strong> ;
            </li>
            <li>
              Compte créé sur le site mais jamais confirmé par le code reçu par e-mail :{" "}
              <strong>30 jours</strong> ;
            </li>
            <li>
              Codes de connexion : supprimés dès qu&apos;ils ont servi ou expiré ; traces techniques
              de sécurité (limitation des tentatives) : <strong>24 heures</strong> ; sessions :{" "}
              <strong>30 jours</strong> au plus.
            </li>
          </ul>
          <h3>Sécurité</h3>
          <p>
            Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour
            protéger vos données : connexion chiffrée, accès restreint, connexion à l&apos;espace
            adhérent par code à usage unique.
          </p>
        </section>

        <section aria-labelledby="droits">
          <h2 id="droits">IV. Vos droits</h2>
          <p>
            Conformément au RGPD, vous disposez à tout moment des droits suivants sur vos données :
          </p>
          <ul>
            <li>droit d&apos;accès ;</li>
            <li>droit de rectification ;</li>
            <li>droit à l&apos;effacement ;</li>
            <li>droit à la limitation du traitement ;</li>
            <li>droit à la portabilité ;</li>
            <li>droit d&apos;opposition, et droit de retirer votre consentement à tout moment.</li>
          </ul>
          <p>
            Pour les exercer, écrivez-nous à{" "}
            <a href={`mailto:${site.email}`} className={linkClass}>
              {site.email}
            </a>{" "}
            ou par courrier au {postalAddress}. Nous vous répondrons dans un délai d&apos;un mois.
          </p>
          <p>
            Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une
            réclamation auprès de la Commission nationale de l&apos;informatique et des libertés
            (CNIL),{" "}
            <a href="https://www.cnil.fr" className={linkClass}>
              www.cnil.fr
            </a>
            .
          </p>
        </section>

        <section aria-labelledby="cookies">
          <h2 id="cookies">V. Cookies</h2>
          <p>
            Ce site n&apos;utilise que des cookies strictement nécessaires à son fonctionnement : le
            cookie de session de l&apos;espace adhérent et un jeton de sécurité contre les requêtes
            frauduleuses. Ils ne nécessitent pas votre consentement et ne servent ni à la publicité
            ni à la mesure d&apos;audience.
          </p>
          <p>
            Vous pouvez configurer votre navigateur pour les refuser ; la connexion à l&apos;espace
            adhérent ne sera alors plus possible.
          </p>
        </section>
      </div>
    </>
  );
}
