explain prints a check's entry of kprefix(1), CHECKS: what it finds, why it breaks the kernel,
how to fix it; the text SARIF's rule help carries too.

  $ kprefix explain callsite-offset
  callsite-offset (error): a function's kCFI call sites load the hash from another offset

    A function's kCFI call sites load the hash from another offset than the
    functions of its image (or island) keep it at. One finding per calling
    function and offset, with the count of its sites.

    Why it breaks: clang derives the offset from the caller's own prefix, so an
    object built without the prefix flags calls every function of the kernel at
    -4.

    Fix: build the object with the prefix flags (the same fix as hash-offset).

  See kprefix(1), CHECKS, kCFI checks.
  [exit 0]
