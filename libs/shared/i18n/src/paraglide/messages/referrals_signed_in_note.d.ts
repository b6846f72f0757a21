/**
* | output |
* | --- |
* | "Signed in: this referral goes straight to your dashboard." |
*
* @param {Referrals_Signed_In_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_signed_in_note: ((inputs?: Referrals_Signed_In_NoteInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Signed_In_NoteInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Signed_In_NoteInputs = {};
