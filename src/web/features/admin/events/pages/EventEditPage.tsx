// Placeholder until this screen is built; its table entry in ../../routes.tsx already points here.
export { default } from '../../pages/AdminPlaceholderPage';
