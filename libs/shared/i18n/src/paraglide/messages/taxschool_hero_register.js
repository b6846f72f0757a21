/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxschool_Hero_RegisterInputs */

const en_taxschool_hero_register = /** @type {(inputs: Taxschool_Hero_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register now`)
};

/**
* | output |
* | --- |
* | "Register now" |
*
* @param {Taxschool_Hero_RegisterInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_hero_register = /** @type {((inputs?: Taxschool_Hero_RegisterInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxschool_Hero_RegisterInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxschool_hero_register(inputs)
});