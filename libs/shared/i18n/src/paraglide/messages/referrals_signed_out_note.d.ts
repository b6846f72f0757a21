/**
* | output |
* | --- |
* | "Not signed in: we email you a link to add this referral to your dashboard." |
*
* @param {Referrals_Signed_Out_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_signed_out_note: ((inputs?: Referrals_Signed_Out_NoteInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Signed_Out_NoteInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Signed_Out_NoteInputs = {};
