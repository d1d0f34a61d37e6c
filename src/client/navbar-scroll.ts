// Optional: the navbar hides on scroll down and shows on scroll up.
export function setupNavbarHiding() {
  if (document.body.dataset.hideNavbarOnScroll !== 'true') return;
  const navbar = document.getElementById('navbar');
  if (!navbar) return;
  let last = scrollY;
  addEventListener(
    'scroll',
    () => {
      const y = scrollY;
      navbar.classList.toggle('navbar-hidden', y > last && y > 80);
      last = y;
    },
    { passive: true },
  );
}
