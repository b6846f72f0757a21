/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Referrals_Welcome_NamedInputs */

const en_referrals_welcome_named = /** @type {(inputs: Referrals_Welcome_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} sent you our way: as their friend, you get a special discount on your tax return with us.`)
};

/**
* | output |
* | --- |
* | "{name} sent you our way: as their friend, you get a special discount on your tax return with us." |
*
* @param {Referrals_Welcome_NamedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_welcome_named = /** @type {((inputs: Referrals_Welcome_NamedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Welcome_NamedInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_welcome_named(inputs)
});