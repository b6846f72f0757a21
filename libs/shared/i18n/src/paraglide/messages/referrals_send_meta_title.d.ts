/**
* | output |
* | --- |
* | "Refer a Friend" |
*
* @param {Referrals_Send_Meta_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_send_meta_title: ((inputs?: Referrals_Send_Meta_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Send_Meta_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Send_Meta_TitleInputs = {};
