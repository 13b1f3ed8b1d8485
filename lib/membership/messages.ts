// Messages of the membership room that client components show too (no server code here).

export const MEMBER_NOT_FOUND = "Utilisateur non trouvé";
