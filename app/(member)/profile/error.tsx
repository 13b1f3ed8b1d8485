"use client";

import { StatusScreen } from "@/components/members/status-screen";

// An unexpected failure while loading a profile (spec §8 "Erreur lors du chargement du profil").
export default function ProfileError() {
  return (
    <StatusScreen
      title="Erreur lors du chargement du profil"
      message="Veuillez réessayer dans quelques instants."
      actions={[{ href: "/", label: "Retour à l’accueil", kind: "home" }]}
    />
  );
}
