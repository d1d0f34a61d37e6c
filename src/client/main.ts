// Client runtime entry. Everything here enhances pages that already work
// without JavaScript.
document.documentElement.dataset.hydrated = 'true';
