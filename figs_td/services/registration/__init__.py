"""The registration desk (banco iscrizioni): check-in of who has arrived, registration fees,
and the federation's member list read from a file and checked at registration."""
