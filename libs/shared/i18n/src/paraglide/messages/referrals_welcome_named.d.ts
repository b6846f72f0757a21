/**
* | output |
* | --- |
* | "{name} sent you our way: as their friend, you get a special discount on your tax return with us." |
*
* @param {Referrals_Welcome_NamedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_welcome_named: ((inputs: Referrals_Welcome_NamedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Welcome_NamedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Welcome_NamedInputs = {
    name: NonNullable<unknown>;
};
