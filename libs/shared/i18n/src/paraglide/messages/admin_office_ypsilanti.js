/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Office_YpsilantiInputs */

const en_admin_office_ypsilanti = /** @type {(inputs: Admin_Office_YpsilantiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ypsilanti`)
};

/**
* | output |
* | --- |
* | "Ypsilanti" |
*
* @param {Admin_Office_YpsilantiInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_office_ypsilanti = /** @type {((inputs?: Admin_Office_YpsilantiInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Office_YpsilantiInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_office_ypsilanti(inputs)
});