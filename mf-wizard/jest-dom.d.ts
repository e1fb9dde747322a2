// jest-dom's matchers (toBeInTheDocument, …) for the type checker; jest loads them in the shared setup.
import '@testing-library/jest-dom';
